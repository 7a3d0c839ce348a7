// DO NOT EDIT: generated from schemas/openapi.yaml (getMediaPictures response) by `npm run codegen` (node codegen/main.ts).
// `npm run codegen:check` fails the tests when this file is stale.
import * as __m0 from "ajv/dist/runtime/ucs2length.js";
const __cjs = (ns) => (ns.default && ns.default.__esModule ? ns.default : ns);
export const validate = validate0;
export default validate0;
const schema0 = {"type":"object","required":["data"],"additionalProperties":false,"properties":{"data":{"type":"object","maxProperties":200,"additionalProperties":{"$ref":"https://schemas.vitrina.local/entities/media-picture.schema.json"}}},"$id":"https://schemas.vitrina.local/operations/getMediaPictures.response.json"};
const schema1 = {"$schema":"https://json-schema.org/draft/2020-12/schema","title":"MediaPicture","description":"What the site needs to draw an upload as a <picture>: the original's intrinsic size and the spec 3 sizes written of it (process-image.ts), smallest first.","type":"object","properties":{"width":{"type":"integer","minimum":1,"maximum":2147483647},"height":{"type":"integer","minimum":1,"maximum":2147483647},"variants":{"type":"array","maxItems":4,"items":{"$ref":"./media-variant.schema.json"}}},"required":["width","height","variants"],"additionalProperties":false,"$id":"https://schemas.vitrina.local/entities/media-picture.schema.json"};
const schema2 = {"$schema":"https://json-schema.org/draft/2020-12/schema","title":"MediaVariant","description":"One resized copy of an image (spec 3 media sizes) in every format made: avif, webp and jpeg (or png for images with transparency).","type":"object","properties":{"width":{"type":"integer","minimum":1,"maximum":2147483647},"height":{"type":"integer","minimum":1,"maximum":2147483647},"avif":{"type":"string","maxLength":500,"pattern":"^/media/[A-Za-z0-9/._-]+$"},"webp":{"type":"string","maxLength":500,"pattern":"^/media/[A-Za-z0-9/._-]+$"},"jpeg":{"type":"string","maxLength":500,"pattern":"^/media/[A-Za-z0-9/._-]+$"},"png":{"type":"string","maxLength":500,"pattern":"^/media/[A-Za-z0-9/._-]+$"}},"required":["width","height","avif","webp"],"additionalProperties":false,"$id":"https://schemas.vitrina.local/entities/media-variant.schema.json"};
const func0 = __cjs(__m0).default;
const pattern0 = new RegExp("^/media/[A-Za-z0-9/._-]+$", "u");

function validate1(data, {instancePath="", parentData, parentDataProperty, rootData=data, dynamicAnchors={}}={}){
/*# sourceURL="https://schemas.vitrina.local/entities/media-picture.schema.json" */;
let vErrors = null;
let errors = 0;
const evaluated0 = validate1.evaluated;
if(evaluated0.dynamicProps){
evaluated0.props = undefined;
}
if(evaluated0.dynamicItems){
evaluated0.items = undefined;
}
if(data && typeof data == "object" && !Array.isArray(data)){
if(data.width === undefined){
const err0 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "width"},message:"must have required property '"+"width"+"'"};
if(vErrors === null){
vErrors = [err0];
}
else {
vErrors.push(err0);
}
errors++;
}
if(data.height === undefined){
const err1 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "height"},message:"must have required property '"+"height"+"'"};
if(vErrors === null){
vErrors = [err1];
}
else {
vErrors.push(err1);
}
errors++;
}
if(data.variants === undefined){
const err2 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "variants"},message:"must have required property '"+"variants"+"'"};
if(vErrors === null){
vErrors = [err2];
}
else {
vErrors.push(err2);
}
errors++;
}
for(const key0 in data){
if(!(((key0 === "width") || (key0 === "height")) || (key0 === "variants"))){
const err3 = {instancePath,schemaPath:"#/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key0},message:"must NOT have additional properties"};
if(vErrors === null){
vErrors = [err3];
}
else {
vErrors.push(err3);
}
errors++;
}
}
if(data.width !== undefined){
let data0 = data.width;
if(!(((typeof data0 == "number") && (!(data0 % 1) && !isNaN(data0))) && (isFinite(data0)))){
const err4 = {instancePath:instancePath+"/width",schemaPath:"#/properties/width/type",keyword:"type",params:{type: "integer"},message:"must be integer"};
if(vErrors === null){
vErrors = [err4];
}
else {
vErrors.push(err4);
}
errors++;
}
if((typeof data0 == "number") && (isFinite(data0))){
if(data0 > 2147483647 || isNaN(data0)){
const err5 = {instancePath:instancePath+"/width",schemaPath:"#/properties/width/maximum",keyword:"maximum",params:{comparison: "<=", limit: 2147483647},message:"must be <= 2147483647"};
if(vErrors === null){
vErrors = [err5];
}
else {
vErrors.push(err5);
}
errors++;
}
if(data0 < 1 || isNaN(data0)){
const err6 = {instancePath:instancePath+"/width",schemaPath:"#/properties/width/minimum",keyword:"minimum",params:{comparison: ">=", limit: 1},message:"must be >= 1"};
if(vErrors === null){
vErrors = [err6];
}
else {
vErrors.push(err6);
}
errors++;
}
}
}
if(data.height !== undefined){
let data1 = data.height;
if(!(((typeof data1 == "number") && (!(data1 % 1) && !isNaN(data1))) && (isFinite(data1)))){
const err7 = {instancePath:instancePath+"/height",schemaPath:"#/properties/height/type",keyword:"type",params:{type: "integer"},message:"must be integer"};
if(vErrors === null){
vErrors = [err7];
}
else {
vErrors.push(err7);
}
errors++;
}
if((typeof data1 == "number") && (isFinite(data1))){
if(data1 > 2147483647 || isNaN(data1)){
const err8 = {instancePath:instancePath+"/height",schemaPath:"#/properties/height/maximum",keyword:"maximum",params:{comparison: "<=", limit: 2147483647},message:"must be <= 2147483647"};
if(vErrors === null){
vErrors = [err8];
}
else {
vErrors.push(err8);
}
errors++;
}
if(data1 < 1 || isNaN(data1)){
const err9 = {instancePath:instancePath+"/height",schemaPath:"#/properties/height/minimum",keyword:"minimum",params:{comparison: ">=", limit: 1},message:"must be >= 1"};
if(vErrors === null){
vErrors = [err9];
}
else {
vErrors.push(err9);
}
errors++;
}
}
}
if(data.variants !== undefined){
let data2 = data.variants;
if(Array.isArray(data2)){
if(data2.length > 4){
const err10 = {instancePath:instancePath+"/variants",schemaPath:"#/properties/variants/maxItems",keyword:"maxItems",params:{limit: 4},message:"must NOT have more than 4 items"};
if(vErrors === null){
vErrors = [err10];
}
else {
vErrors.push(err10);
}
errors++;
}
const len0 = data2.length;
for(let i0=0; i0<len0; i0++){
let data3 = data2[i0];
if(data3 && typeof data3 == "object" && !Array.isArray(data3)){
if(data3.width === undefined){
const err11 = {instancePath:instancePath+"/variants/" + i0,schemaPath:"./media-variant.schema.json/required",keyword:"required",params:{missingProperty: "width"},message:"must have required property '"+"width"+"'"};
if(vErrors === null){
vErrors = [err11];
}
else {
vErrors.push(err11);
}
errors++;
}
if(data3.height === undefined){
const err12 = {instancePath:instancePath+"/variants/" + i0,schemaPath:"./media-variant.schema.json/required",keyword:"required",params:{missingProperty: "height"},message:"must have required property '"+"height"+"'"};
if(vErrors === null){
vErrors = [err12];
}
else {
vErrors.push(err12);
}
errors++;
}
if(data3.avif === undefined){
const err13 = {instancePath:instancePath+"/variants/" + i0,schemaPath:"./media-variant.schema.json/required",keyword:"required",params:{missingProperty: "avif"},message:"must have required property '"+"avif"+"'"};
if(vErrors === null){
vErrors = [err13];
}
else {
vErrors.push(err13);
}
errors++;
}
if(data3.webp === undefined){
const err14 = {instancePath:instancePath+"/variants/" + i0,schemaPath:"./media-variant.schema.json/required",keyword:"required",params:{missingProperty: "webp"},message:"must have required property '"+"webp"+"'"};
if(vErrors === null){
vErrors = [err14];
}
else {
vErrors.push(err14);
}
errors++;
}
for(const key1 in data3){
if(!((((((key1 === "width") || (key1 === "height")) || (key1 === "avif")) || (key1 === "webp")) || (key1 === "jpeg")) || (key1 === "png"))){
const err15 = {instancePath:instancePath+"/variants/" + i0,schemaPath:"./media-variant.schema.json/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key1},message:"must NOT have additional properties"};
if(vErrors === null){
vErrors = [err15];
}
else {
vErrors.push(err15);
}
errors++;
}
}
if(data3.width !== undefined){
let data4 = data3.width;
if(!(((typeof data4 == "number") && (!(data4 % 1) && !isNaN(data4))) && (isFinite(data4)))){
const err16 = {instancePath:instancePath+"/variants/" + i0+"/width",schemaPath:"./media-variant.schema.json/properties/width/type",keyword:"type",params:{type: "integer"},message:"must be integer"};
if(vErrors === null){
vErrors = [err16];
}
else {
vErrors.push(err16);
}
errors++;
}
if((typeof data4 == "number") && (isFinite(data4))){
if(data4 > 2147483647 || isNaN(data4)){
const err17 = {instancePath:instancePath+"/variants/" + i0+"/width",schemaPath:"./media-variant.schema.json/properties/width/maximum",keyword:"maximum",params:{comparison: "<=", limit: 2147483647},message:"must be <= 2147483647"};
if(vErrors === null){
vErrors = [err17];
}
else {
vErrors.push(err17);
}
errors++;
}
if(data4 < 1 || isNaN(data4)){
const err18 = {instancePath:instancePath+"/variants/" + i0+"/width",schemaPath:"./media-variant.schema.json/properties/width/minimum",keyword:"minimum",params:{comparison: ">=", limit: 1},message:"must be >= 1"};
if(vErrors === null){
vErrors = [err18];
}
else {
vErrors.push(err18);
}
errors++;
}
}
}
if(data3.height !== undefined){
let data5 = data3.height;
if(!(((typeof data5 == "number") && (!(data5 % 1) && !isNaN(data5))) && (isFinite(data5)))){
const err19 = {instancePath:instancePath+"/variants/" + i0+"/height",schemaPath:"./media-variant.schema.json/properties/height/type",keyword:"type",params:{type: "integer"},message:"must be integer"};
if(vErrors === null){
vErrors = [err19];
}
else {
vErrors.push(err19);
}
errors++;
}
if((typeof data5 == "number") && (isFinite(data5))){
if(data5 > 2147483647 || isNaN(data5)){
const err20 = {instancePath:instancePath+"/variants/" + i0+"/height",schemaPath:"./media-variant.schema.json/properties/height/maximum",keyword:"maximum",params:{comparison: "<=", limit: 2147483647},message:"must be <= 2147483647"};
if(vErrors === null){
vErrors = [err20];
}
else {
vErrors.push(err20);
}
errors++;
}
if(data5 < 1 || isNaN(data5)){
const err21 = {instancePath:instancePath+"/variants/" + i0+"/height",schemaPath:"./media-variant.schema.json/properties/height/minimum",keyword:"minimum",params:{comparison: ">=", limit: 1},message:"must be >= 1"};
if(vErrors === null){
vErrors = [err21];
}
else {
vErrors.push(err21);
}
errors++;
}
}
}
if(data3.avif !== undefined){
let data6 = data3.avif;
if(typeof data6 === "string"){
if(func0(data6) > 500){
const err22 = {instancePath:instancePath+"/variants/" + i0+"/avif",schemaPath:"./media-variant.schema.json/properties/avif/maxLength",keyword:"maxLength",params:{limit: 500},message:"must NOT have more than 500 characters"};
if(vErrors === null){
vErrors = [err22];
}
else {
vErrors.push(err22);
}
errors++;
}
if(!pattern0.test(data6)){
const err23 = {instancePath:instancePath+"/variants/" + i0+"/avif",schemaPath:"./media-variant.schema.json/properties/avif/pattern",keyword:"pattern",params:{pattern: "^/media/[A-Za-z0-9/._-]+$"},message:"must match pattern \""+"^/media/[A-Za-z0-9/._-]+$"+"\""};
if(vErrors === null){
vErrors = [err23];
}
else {
vErrors.push(err23);
}
errors++;
}
}
else {
const err24 = {instancePath:instancePath+"/variants/" + i0+"/avif",schemaPath:"./media-variant.schema.json/properties/avif/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err24];
}
else {
vErrors.push(err24);
}
errors++;
}
}
if(data3.webp !== undefined){
let data7 = data3.webp;
if(typeof data7 === "string"){
if(func0(data7) > 500){
const err25 = {instancePath:instancePath+"/variants/" + i0+"/webp",schemaPath:"./media-variant.schema.json/properties/webp/maxLength",keyword:"maxLength",params:{limit: 500},message:"must NOT have more than 500 characters"};
if(vErrors === null){
vErrors = [err25];
}
else {
vErrors.push(err25);
}
errors++;
}
if(!pattern0.test(data7)){
const err26 = {instancePath:instancePath+"/variants/" + i0+"/webp",schemaPath:"./media-variant.schema.json/properties/webp/pattern",keyword:"pattern",params:{pattern: "^/media/[A-Za-z0-9/._-]+$"},message:"must match pattern \""+"^/media/[A-Za-z0-9/._-]+$"+"\""};
if(vErrors === null){
vErrors = [err26];
}
else {
vErrors.push(err26);
}
errors++;
}
}
else {
const err27 = {instancePath:instancePath+"/variants/" + i0+"/webp",schemaPath:"./media-variant.schema.json/properties/webp/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err27];
}
else {
vErrors.push(err27);
}
errors++;
}
}
if(data3.jpeg !== undefined){
let data8 = data3.jpeg;
if(typeof data8 === "string"){
if(func0(data8) > 500){
const err28 = {instancePath:instancePath+"/variants/" + i0+"/jpeg",schemaPath:"./media-variant.schema.json/properties/jpeg/maxLength",keyword:"maxLength",params:{limit: 500},message:"must NOT have more than 500 characters"};
if(vErrors === null){
vErrors = [err28];
}
else {
vErrors.push(err28);
}
errors++;
}
if(!pattern0.test(data8)){
const err29 = {instancePath:instancePath+"/variants/" + i0+"/jpeg",schemaPath:"./media-variant.schema.json/properties/jpeg/pattern",keyword:"pattern",params:{pattern: "^/media/[A-Za-z0-9/._-]+$"},message:"must match pattern \""+"^/media/[A-Za-z0-9/._-]+$"+"\""};
if(vErrors === null){
vErrors = [err29];
}
else {
vErrors.push(err29);
}
errors++;
}
}
else {
const err30 = {instancePath:instancePath+"/variants/" + i0+"/jpeg",schemaPath:"./media-variant.schema.json/properties/jpeg/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err30];
}
else {
vErrors.push(err30);
}
errors++;
}
}
if(data3.png !== undefined){
let data9 = data3.png;
if(typeof data9 === "string"){
if(func0(data9) > 500){
const err31 = {instancePath:instancePath+"/variants/" + i0+"/png",schemaPath:"./media-variant.schema.json/properties/png/maxLength",keyword:"maxLength",params:{limit: 500},message:"must NOT have more than 500 characters"};
if(vErrors === null){
vErrors = [err31];
}
else {
vErrors.push(err31);
}
errors++;
}
if(!pattern0.test(data9)){
const err32 = {instancePath:instancePath+"/variants/" + i0+"/png",schemaPath:"./media-variant.schema.json/properties/png/pattern",keyword:"pattern",params:{pattern: "^/media/[A-Za-z0-9/._-]+$"},message:"must match pattern \""+"^/media/[A-Za-z0-9/._-]+$"+"\""};
if(vErrors === null){
vErrors = [err32];
}
else {
vErrors.push(err32);
}
errors++;
}
}
else {
const err33 = {instancePath:instancePath+"/variants/" + i0+"/png",schemaPath:"./media-variant.schema.json/properties/png/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err33];
}
else {
vErrors.push(err33);
}
errors++;
}
}
}
else {
const err34 = {instancePath:instancePath+"/variants/" + i0,schemaPath:"./media-variant.schema.json/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err34];
}
else {
vErrors.push(err34);
}
errors++;
}
}
}
else {
const err35 = {instancePath:instancePath+"/variants",schemaPath:"#/properties/variants/type",keyword:"type",params:{type: "array"},message:"must be array"};
if(vErrors === null){
vErrors = [err35];
}
else {
vErrors.push(err35);
}
errors++;
}
}
}
else {
const err36 = {instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err36];
}
else {
vErrors.push(err36);
}
errors++;
}
validate1.errors = vErrors;
return errors === 0;
}
validate1.evaluated = {"props":true,"dynamicProps":false,"dynamicItems":false};


function validate0(data, {instancePath="", parentData, parentDataProperty, rootData=data, dynamicAnchors={}}={}){
/*# sourceURL="https://schemas.vitrina.local/operations/getMediaPictures.response.json" */;
let vErrors = null;
let errors = 0;
const evaluated0 = validate0.evaluated;
if(evaluated0.dynamicProps){
evaluated0.props = undefined;
}
if(evaluated0.dynamicItems){
evaluated0.items = undefined;
}
if(data && typeof data == "object" && !Array.isArray(data)){
if(data.data === undefined){
const err0 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "data"},message:"must have required property '"+"data"+"'"};
if(vErrors === null){
vErrors = [err0];
}
else {
vErrors.push(err0);
}
errors++;
}
for(const key0 in data){
if(!(key0 === "data")){
const err1 = {instancePath,schemaPath:"#/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key0},message:"must NOT have additional properties"};
if(vErrors === null){
vErrors = [err1];
}
else {
vErrors.push(err1);
}
errors++;
}
}
if(data.data !== undefined){
let data0 = data.data;
if(data0 && typeof data0 == "object" && !Array.isArray(data0)){
if(Object.keys(data0).length > 200){
const err2 = {instancePath:instancePath+"/data",schemaPath:"#/properties/data/maxProperties",keyword:"maxProperties",params:{limit: 200},message:"must NOT have more than 200 properties"};
if(vErrors === null){
vErrors = [err2];
}
else {
vErrors.push(err2);
}
errors++;
}
for(const key1 in data0){
if(!(validate1(data0[key1], {instancePath:instancePath+"/data/" + key1.replace(/~/g, "~0").replace(/\//g, "~1"),parentData:data0,parentDataProperty:key1,rootData,dynamicAnchors}))){
vErrors = vErrors === null ? validate1.errors : vErrors.concat(validate1.errors);
errors = vErrors.length;
}
}
}
else {
const err3 = {instancePath:instancePath+"/data",schemaPath:"#/properties/data/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err3];
}
else {
vErrors.push(err3);
}
errors++;
}
}
}
else {
const err4 = {instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err4];
}
else {
vErrors.push(err4);
}
errors++;
}
validate0.errors = vErrors;
return errors === 0;
}
validate0.evaluated = {"props":true,"dynamicProps":false,"dynamicItems":false};

