// DO NOT EDIT: generated from schemas/entities/media-variant.schema.json by `npm run codegen` (node codegen/main.ts).
// `npm run codegen:check` fails the tests when this file is stale.
import * as __m0 from "ajv/dist/runtime/ucs2length.js";
const __cjs = (ns) => (ns.default && ns.default.__esModule ? ns.default : ns);
export const validate = validate0;
export default validate0;
const schema0 = {"$schema":"https://json-schema.org/draft/2020-12/schema","title":"MediaVariant","description":"One resized copy of an image (spec 3 media sizes) in every format made: avif, webp and jpeg (or png for images with transparency).","type":"object","properties":{"width":{"type":"integer","minimum":1,"maximum":2147483647},"height":{"type":"integer","minimum":1,"maximum":2147483647},"avif":{"type":"string","maxLength":500,"pattern":"^/media/[A-Za-z0-9/._-]+$"},"webp":{"type":"string","maxLength":500,"pattern":"^/media/[A-Za-z0-9/._-]+$"},"jpeg":{"type":"string","maxLength":500,"pattern":"^/media/[A-Za-z0-9/._-]+$"},"png":{"type":"string","maxLength":500,"pattern":"^/media/[A-Za-z0-9/._-]+$"}},"required":["width","height","avif","webp"],"additionalProperties":false,"$id":"https://schemas.vitrina.local/entities/media-variant.schema.json"};
const func0 = __cjs(__m0).default;
const pattern0 = new RegExp("^/media/[A-Za-z0-9/._-]+$", "u");

function validate0(data, {instancePath="", parentData, parentDataProperty, rootData=data, dynamicAnchors={}}={}){
/*# sourceURL="https://schemas.vitrina.local/entities/media-variant.schema.json" */;
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
if(data.avif === undefined){
const err2 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "avif"},message:"must have required property '"+"avif"+"'"};
if(vErrors === null){
vErrors = [err2];
}
else {
vErrors.push(err2);
}
errors++;
}
if(data.webp === undefined){
const err3 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "webp"},message:"must have required property '"+"webp"+"'"};
if(vErrors === null){
vErrors = [err3];
}
else {
vErrors.push(err3);
}
errors++;
}
for(const key0 in data){
if(!((((((key0 === "width") || (key0 === "height")) || (key0 === "avif")) || (key0 === "webp")) || (key0 === "jpeg")) || (key0 === "png"))){
const err4 = {instancePath,schemaPath:"#/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key0},message:"must NOT have additional properties"};
if(vErrors === null){
vErrors = [err4];
}
else {
vErrors.push(err4);
}
errors++;
}
}
if(data.width !== undefined){
let data0 = data.width;
if(!(((typeof data0 == "number") && (!(data0 % 1) && !isNaN(data0))) && (isFinite(data0)))){
const err5 = {instancePath:instancePath+"/width",schemaPath:"#/properties/width/type",keyword:"type",params:{type: "integer"},message:"must be integer"};
if(vErrors === null){
vErrors = [err5];
}
else {
vErrors.push(err5);
}
errors++;
}
if((typeof data0 == "number") && (isFinite(data0))){
if(data0 > 2147483647 || isNaN(data0)){
const err6 = {instancePath:instancePath+"/width",schemaPath:"#/properties/width/maximum",keyword:"maximum",params:{comparison: "<=", limit: 2147483647},message:"must be <= 2147483647"};
if(vErrors === null){
vErrors = [err6];
}
else {
vErrors.push(err6);
}
errors++;
}
if(data0 < 1 || isNaN(data0)){
const err7 = {instancePath:instancePath+"/width",schemaPath:"#/properties/width/minimum",keyword:"minimum",params:{comparison: ">=", limit: 1},message:"must be >= 1"};
if(vErrors === null){
vErrors = [err7];
}
else {
vErrors.push(err7);
}
errors++;
}
}
}
if(data.height !== undefined){
let data1 = data.height;
if(!(((typeof data1 == "number") && (!(data1 % 1) && !isNaN(data1))) && (isFinite(data1)))){
const err8 = {instancePath:instancePath+"/height",schemaPath:"#/properties/height/type",keyword:"type",params:{type: "integer"},message:"must be integer"};
if(vErrors === null){
vErrors = [err8];
}
else {
vErrors.push(err8);
}
errors++;
}
if((typeof data1 == "number") && (isFinite(data1))){
if(data1 > 2147483647 || isNaN(data1)){
const err9 = {instancePath:instancePath+"/height",schemaPath:"#/properties/height/maximum",keyword:"maximum",params:{comparison: "<=", limit: 2147483647},message:"must be <= 2147483647"};
if(vErrors === null){
vErrors = [err9];
}
else {
vErrors.push(err9);
}
errors++;
}
if(data1 < 1 || isNaN(data1)){
const err10 = {instancePath:instancePath+"/height",schemaPath:"#/properties/height/minimum",keyword:"minimum",params:{comparison: ">=", limit: 1},message:"must be >= 1"};
if(vErrors === null){
vErrors = [err10];
}
else {
vErrors.push(err10);
}
errors++;
}
}
}
if(data.avif !== undefined){
let data2 = data.avif;
if(typeof data2 === "string"){
if(func0(data2) > 500){
const err11 = {instancePath:instancePath+"/avif",schemaPath:"#/properties/avif/maxLength",keyword:"maxLength",params:{limit: 500},message:"must NOT have more than 500 characters"};
if(vErrors === null){
vErrors = [err11];
}
else {
vErrors.push(err11);
}
errors++;
}
if(!pattern0.test(data2)){
const err12 = {instancePath:instancePath+"/avif",schemaPath:"#/properties/avif/pattern",keyword:"pattern",params:{pattern: "^/media/[A-Za-z0-9/._-]+$"},message:"must match pattern \""+"^/media/[A-Za-z0-9/._-]+$"+"\""};
if(vErrors === null){
vErrors = [err12];
}
else {
vErrors.push(err12);
}
errors++;
}
}
else {
const err13 = {instancePath:instancePath+"/avif",schemaPath:"#/properties/avif/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err13];
}
else {
vErrors.push(err13);
}
errors++;
}
}
if(data.webp !== undefined){
let data3 = data.webp;
if(typeof data3 === "string"){
if(func0(data3) > 500){
const err14 = {instancePath:instancePath+"/webp",schemaPath:"#/properties/webp/maxLength",keyword:"maxLength",params:{limit: 500},message:"must NOT have more than 500 characters"};
if(vErrors === null){
vErrors = [err14];
}
else {
vErrors.push(err14);
}
errors++;
}
if(!pattern0.test(data3)){
const err15 = {instancePath:instancePath+"/webp",schemaPath:"#/properties/webp/pattern",keyword:"pattern",params:{pattern: "^/media/[A-Za-z0-9/._-]+$"},message:"must match pattern \""+"^/media/[A-Za-z0-9/._-]+$"+"\""};
if(vErrors === null){
vErrors = [err15];
}
else {
vErrors.push(err15);
}
errors++;
}
}
else {
const err16 = {instancePath:instancePath+"/webp",schemaPath:"#/properties/webp/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err16];
}
else {
vErrors.push(err16);
}
errors++;
}
}
if(data.jpeg !== undefined){
let data4 = data.jpeg;
if(typeof data4 === "string"){
if(func0(data4) > 500){
const err17 = {instancePath:instancePath+"/jpeg",schemaPath:"#/properties/jpeg/maxLength",keyword:"maxLength",params:{limit: 500},message:"must NOT have more than 500 characters"};
if(vErrors === null){
vErrors = [err17];
}
else {
vErrors.push(err17);
}
errors++;
}
if(!pattern0.test(data4)){
const err18 = {instancePath:instancePath+"/jpeg",schemaPath:"#/properties/jpeg/pattern",keyword:"pattern",params:{pattern: "^/media/[A-Za-z0-9/._-]+$"},message:"must match pattern \""+"^/media/[A-Za-z0-9/._-]+$"+"\""};
if(vErrors === null){
vErrors = [err18];
}
else {
vErrors.push(err18);
}
errors++;
}
}
else {
const err19 = {instancePath:instancePath+"/jpeg",schemaPath:"#/properties/jpeg/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err19];
}
else {
vErrors.push(err19);
}
errors++;
}
}
if(data.png !== undefined){
let data5 = data.png;
if(typeof data5 === "string"){
if(func0(data5) > 500){
const err20 = {instancePath:instancePath+"/png",schemaPath:"#/properties/png/maxLength",keyword:"maxLength",params:{limit: 500},message:"must NOT have more than 500 characters"};
if(vErrors === null){
vErrors = [err20];
}
else {
vErrors.push(err20);
}
errors++;
}
if(!pattern0.test(data5)){
const err21 = {instancePath:instancePath+"/png",schemaPath:"#/properties/png/pattern",keyword:"pattern",params:{pattern: "^/media/[A-Za-z0-9/._-]+$"},message:"must match pattern \""+"^/media/[A-Za-z0-9/._-]+$"+"\""};
if(vErrors === null){
vErrors = [err21];
}
else {
vErrors.push(err21);
}
errors++;
}
}
else {
const err22 = {instancePath:instancePath+"/png",schemaPath:"#/properties/png/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err22];
}
else {
vErrors.push(err22);
}
errors++;
}
}
}
else {
const err23 = {instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err23];
}
else {
vErrors.push(err23);
}
errors++;
}
validate0.errors = vErrors;
return errors === 0;
}
validate0.evaluated = {"props":true,"dynamicProps":false,"dynamicItems":false};

