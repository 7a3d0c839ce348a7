// DO NOT EDIT: generated from schemas/openapi.yaml (getMedia response) by `npm run codegen` (node codegen/main.ts).
// `npm run codegen:check` fails the tests when this file is stale.
import * as __m0 from "ajv-formats/dist/formats.js";
import * as __m1 from "ajv/dist/runtime/ucs2length.js";
const __cjs = (ns) => (ns.default && ns.default.__esModule ? ns.default : ns);
export const validate = validate0;
export default validate0;
const schema0 = {"type":"object","required":["data"],"additionalProperties":false,"properties":{"data":{"$ref":"https://schemas.vitrina.local/entities/media-item.schema.json"}},"$id":"https://schemas.vitrina.local/operations/getMedia.response.json"};
const schema1 = {"$schema":"https://json-schema.org/draft/2020-12/schema","title":"MediaItem","description":"A file of the media library (spec 3 Media item). path is the original (re-encoded, metadata stripped); alternativePaths holds the four sizes.","type":"object","properties":{"id":{"type":"integer","minimum":1,"maximum":2147483647},"title":{"type":"string","maxLength":200},"description":{"description":"Alternative text of the image.","type":"string","maxLength":500},"caption":{"type":"string","maxLength":500},"mime":{"type":"string","enum":["image/jpeg","image/png","image/webp","image/avif","image/gif"]},"media_type":{"type":"string","const":"image"},"access":{"type":"string","const":"public"},"hash":{"type":"string","pattern":"^[0-9a-f]{64}$","maxLength":64},"path":{"type":"string","maxLength":500,"pattern":"^/media/[A-Za-z0-9/._-]+$"},"media_url":{"type":"string","maxLength":500,"pattern":"^/media/[A-Za-z0-9/._-]+$"},"usePublicPath":{"type":"boolean"},"extension":{"type":"string","enum":["jpg","png","webp","avif","gif"]},"size":{"type":"integer","minimum":0,"maximum":1073741824},"width":{"type":"integer","minimum":1,"maximum":2147483647},"height":{"type":"integer","minimum":1,"maximum":2147483647},"originalName":{"type":"string","maxLength":255},"alternativePaths":{"type":"object","properties":{"ThumbnailSize":{"$ref":"./media-variant.schema.json"},"PortraitSize":{"$ref":"./media-variant.schema.json"},"LargeSize":{"$ref":"./media-variant.schema.json"},"FullHDSize":{"$ref":"./media-variant.schema.json"}},"required":["ThumbnailSize","PortraitSize","LargeSize","FullHDSize"],"additionalProperties":false},"created_at":{"type":"string","format":"date-time","maxLength":40},"updated_at":{"type":"string","format":"date-time","maxLength":40}},"required":["id","title","description","caption","mime","media_type","access","hash","path","media_url","usePublicPath","extension","size","width","height","originalName","alternativePaths","created_at","updated_at"],"additionalProperties":false,"$id":"https://schemas.vitrina.local/entities/media-item.schema.json"};
const schema2 = {"$schema":"https://json-schema.org/draft/2020-12/schema","title":"MediaVariant","description":"One resized copy of an image (spec 3 media sizes) in every format made: avif, webp and jpeg (or png for images with transparency).","type":"object","properties":{"width":{"type":"integer","minimum":1,"maximum":2147483647},"height":{"type":"integer","minimum":1,"maximum":2147483647},"avif":{"type":"string","maxLength":500,"pattern":"^/media/[A-Za-z0-9/._-]+$"},"webp":{"type":"string","maxLength":500,"pattern":"^/media/[A-Za-z0-9/._-]+$"},"jpeg":{"type":"string","maxLength":500,"pattern":"^/media/[A-Za-z0-9/._-]+$"},"png":{"type":"string","maxLength":500,"pattern":"^/media/[A-Za-z0-9/._-]+$"}},"required":["width","height","avif","webp"],"additionalProperties":false,"$id":"https://schemas.vitrina.local/entities/media-variant.schema.json"};
const func0 = Object.prototype.hasOwnProperty;
const func1 = __cjs(__m1).default;
const pattern0 = new RegExp("^[0-9a-f]{64}$", "u");
const pattern1 = new RegExp("^/media/[A-Za-z0-9/._-]+$", "u");
const formats0 = __cjs(__m0).fullFormats["date-time"];

function validate1(data, {instancePath="", parentData, parentDataProperty, rootData=data, dynamicAnchors={}}={}){
/*# sourceURL="https://schemas.vitrina.local/entities/media-item.schema.json" */;
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
if(data.id === undefined){
const err0 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "id"},message:"must have required property '"+"id"+"'"};
if(vErrors === null){
vErrors = [err0];
}
else {
vErrors.push(err0);
}
errors++;
}
if(data.title === undefined){
const err1 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "title"},message:"must have required property '"+"title"+"'"};
if(vErrors === null){
vErrors = [err1];
}
else {
vErrors.push(err1);
}
errors++;
}
if(data.description === undefined){
const err2 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "description"},message:"must have required property '"+"description"+"'"};
if(vErrors === null){
vErrors = [err2];
}
else {
vErrors.push(err2);
}
errors++;
}
if(data.caption === undefined){
const err3 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "caption"},message:"must have required property '"+"caption"+"'"};
if(vErrors === null){
vErrors = [err3];
}
else {
vErrors.push(err3);
}
errors++;
}
if(data.mime === undefined){
const err4 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "mime"},message:"must have required property '"+"mime"+"'"};
if(vErrors === null){
vErrors = [err4];
}
else {
vErrors.push(err4);
}
errors++;
}
if(data.media_type === undefined){
const err5 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "media_type"},message:"must have required property '"+"media_type"+"'"};
if(vErrors === null){
vErrors = [err5];
}
else {
vErrors.push(err5);
}
errors++;
}
if(data.access === undefined){
const err6 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "access"},message:"must have required property '"+"access"+"'"};
if(vErrors === null){
vErrors = [err6];
}
else {
vErrors.push(err6);
}
errors++;
}
if(data.hash === undefined){
const err7 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "hash"},message:"must have required property '"+"hash"+"'"};
if(vErrors === null){
vErrors = [err7];
}
else {
vErrors.push(err7);
}
errors++;
}
if(data.path === undefined){
const err8 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "path"},message:"must have required property '"+"path"+"'"};
if(vErrors === null){
vErrors = [err8];
}
else {
vErrors.push(err8);
}
errors++;
}
if(data.media_url === undefined){
const err9 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "media_url"},message:"must have required property '"+"media_url"+"'"};
if(vErrors === null){
vErrors = [err9];
}
else {
vErrors.push(err9);
}
errors++;
}
if(data.usePublicPath === undefined){
const err10 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "usePublicPath"},message:"must have required property '"+"usePublicPath"+"'"};
if(vErrors === null){
vErrors = [err10];
}
else {
vErrors.push(err10);
}
errors++;
}
if(data.extension === undefined){
const err11 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "extension"},message:"must have required property '"+"extension"+"'"};
if(vErrors === null){
vErrors = [err11];
}
else {
vErrors.push(err11);
}
errors++;
}
if(data.size === undefined){
const err12 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "size"},message:"must have required property '"+"size"+"'"};
if(vErrors === null){
vErrors = [err12];
}
else {
vErrors.push(err12);
}
errors++;
}
if(data.width === undefined){
const err13 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "width"},message:"must have required property '"+"width"+"'"};
if(vErrors === null){
vErrors = [err13];
}
else {
vErrors.push(err13);
}
errors++;
}
if(data.height === undefined){
const err14 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "height"},message:"must have required property '"+"height"+"'"};
if(vErrors === null){
vErrors = [err14];
}
else {
vErrors.push(err14);
}
errors++;
}
if(data.originalName === undefined){
const err15 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "originalName"},message:"must have required property '"+"originalName"+"'"};
if(vErrors === null){
vErrors = [err15];
}
else {
vErrors.push(err15);
}
errors++;
}
if(data.alternativePaths === undefined){
const err16 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "alternativePaths"},message:"must have required property '"+"alternativePaths"+"'"};
if(vErrors === null){
vErrors = [err16];
}
else {
vErrors.push(err16);
}
errors++;
}
if(data.created_at === undefined){
const err17 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "created_at"},message:"must have required property '"+"created_at"+"'"};
if(vErrors === null){
vErrors = [err17];
}
else {
vErrors.push(err17);
}
errors++;
}
if(data.updated_at === undefined){
const err18 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "updated_at"},message:"must have required property '"+"updated_at"+"'"};
if(vErrors === null){
vErrors = [err18];
}
else {
vErrors.push(err18);
}
errors++;
}
for(const key0 in data){
if(!(func0.call(schema1.properties, key0))){
const err19 = {instancePath,schemaPath:"#/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key0},message:"must NOT have additional properties"};
if(vErrors === null){
vErrors = [err19];
}
else {
vErrors.push(err19);
}
errors++;
}
}
if(data.id !== undefined){
let data0 = data.id;
if(!(((typeof data0 == "number") && (!(data0 % 1) && !isNaN(data0))) && (isFinite(data0)))){
const err20 = {instancePath:instancePath+"/id",schemaPath:"#/properties/id/type",keyword:"type",params:{type: "integer"},message:"must be integer"};
if(vErrors === null){
vErrors = [err20];
}
else {
vErrors.push(err20);
}
errors++;
}
if((typeof data0 == "number") && (isFinite(data0))){
if(data0 > 2147483647 || isNaN(data0)){
const err21 = {instancePath:instancePath+"/id",schemaPath:"#/properties/id/maximum",keyword:"maximum",params:{comparison: "<=", limit: 2147483647},message:"must be <= 2147483647"};
if(vErrors === null){
vErrors = [err21];
}
else {
vErrors.push(err21);
}
errors++;
}
if(data0 < 1 || isNaN(data0)){
const err22 = {instancePath:instancePath+"/id",schemaPath:"#/properties/id/minimum",keyword:"minimum",params:{comparison: ">=", limit: 1},message:"must be >= 1"};
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
if(data.title !== undefined){
let data1 = data.title;
if(typeof data1 === "string"){
if(func1(data1) > 200){
const err23 = {instancePath:instancePath+"/title",schemaPath:"#/properties/title/maxLength",keyword:"maxLength",params:{limit: 200},message:"must NOT have more than 200 characters"};
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
const err24 = {instancePath:instancePath+"/title",schemaPath:"#/properties/title/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err24];
}
else {
vErrors.push(err24);
}
errors++;
}
}
if(data.description !== undefined){
let data2 = data.description;
if(typeof data2 === "string"){
if(func1(data2) > 500){
const err25 = {instancePath:instancePath+"/description",schemaPath:"#/properties/description/maxLength",keyword:"maxLength",params:{limit: 500},message:"must NOT have more than 500 characters"};
if(vErrors === null){
vErrors = [err25];
}
else {
vErrors.push(err25);
}
errors++;
}
}
else {
const err26 = {instancePath:instancePath+"/description",schemaPath:"#/properties/description/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err26];
}
else {
vErrors.push(err26);
}
errors++;
}
}
if(data.caption !== undefined){
let data3 = data.caption;
if(typeof data3 === "string"){
if(func1(data3) > 500){
const err27 = {instancePath:instancePath+"/caption",schemaPath:"#/properties/caption/maxLength",keyword:"maxLength",params:{limit: 500},message:"must NOT have more than 500 characters"};
if(vErrors === null){
vErrors = [err27];
}
else {
vErrors.push(err27);
}
errors++;
}
}
else {
const err28 = {instancePath:instancePath+"/caption",schemaPath:"#/properties/caption/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err28];
}
else {
vErrors.push(err28);
}
errors++;
}
}
if(data.mime !== undefined){
let data4 = data.mime;
if(typeof data4 !== "string"){
const err29 = {instancePath:instancePath+"/mime",schemaPath:"#/properties/mime/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err29];
}
else {
vErrors.push(err29);
}
errors++;
}
if(!(((((data4 === "image/jpeg") || (data4 === "image/png")) || (data4 === "image/webp")) || (data4 === "image/avif")) || (data4 === "image/gif"))){
const err30 = {instancePath:instancePath+"/mime",schemaPath:"#/properties/mime/enum",keyword:"enum",params:{allowedValues: schema1.properties.mime.enum},message:"must be equal to one of the allowed values"};
if(vErrors === null){
vErrors = [err30];
}
else {
vErrors.push(err30);
}
errors++;
}
}
if(data.media_type !== undefined){
let data5 = data.media_type;
if(typeof data5 !== "string"){
const err31 = {instancePath:instancePath+"/media_type",schemaPath:"#/properties/media_type/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err31];
}
else {
vErrors.push(err31);
}
errors++;
}
if("image" !== data5){
const err32 = {instancePath:instancePath+"/media_type",schemaPath:"#/properties/media_type/const",keyword:"const",params:{allowedValue: "image"},message:"must be equal to constant"};
if(vErrors === null){
vErrors = [err32];
}
else {
vErrors.push(err32);
}
errors++;
}
}
if(data.access !== undefined){
let data6 = data.access;
if(typeof data6 !== "string"){
const err33 = {instancePath:instancePath+"/access",schemaPath:"#/properties/access/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err33];
}
else {
vErrors.push(err33);
}
errors++;
}
if("public" !== data6){
const err34 = {instancePath:instancePath+"/access",schemaPath:"#/properties/access/const",keyword:"const",params:{allowedValue: "public"},message:"must be equal to constant"};
if(vErrors === null){
vErrors = [err34];
}
else {
vErrors.push(err34);
}
errors++;
}
}
if(data.hash !== undefined){
let data7 = data.hash;
if(typeof data7 === "string"){
if(func1(data7) > 64){
const err35 = {instancePath:instancePath+"/hash",schemaPath:"#/properties/hash/maxLength",keyword:"maxLength",params:{limit: 64},message:"must NOT have more than 64 characters"};
if(vErrors === null){
vErrors = [err35];
}
else {
vErrors.push(err35);
}
errors++;
}
if(!pattern0.test(data7)){
const err36 = {instancePath:instancePath+"/hash",schemaPath:"#/properties/hash/pattern",keyword:"pattern",params:{pattern: "^[0-9a-f]{64}$"},message:"must match pattern \""+"^[0-9a-f]{64}$"+"\""};
if(vErrors === null){
vErrors = [err36];
}
else {
vErrors.push(err36);
}
errors++;
}
}
else {
const err37 = {instancePath:instancePath+"/hash",schemaPath:"#/properties/hash/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err37];
}
else {
vErrors.push(err37);
}
errors++;
}
}
if(data.path !== undefined){
let data8 = data.path;
if(typeof data8 === "string"){
if(func1(data8) > 500){
const err38 = {instancePath:instancePath+"/path",schemaPath:"#/properties/path/maxLength",keyword:"maxLength",params:{limit: 500},message:"must NOT have more than 500 characters"};
if(vErrors === null){
vErrors = [err38];
}
else {
vErrors.push(err38);
}
errors++;
}
if(!pattern1.test(data8)){
const err39 = {instancePath:instancePath+"/path",schemaPath:"#/properties/path/pattern",keyword:"pattern",params:{pattern: "^/media/[A-Za-z0-9/._-]+$"},message:"must match pattern \""+"^/media/[A-Za-z0-9/._-]+$"+"\""};
if(vErrors === null){
vErrors = [err39];
}
else {
vErrors.push(err39);
}
errors++;
}
}
else {
const err40 = {instancePath:instancePath+"/path",schemaPath:"#/properties/path/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err40];
}
else {
vErrors.push(err40);
}
errors++;
}
}
if(data.media_url !== undefined){
let data9 = data.media_url;
if(typeof data9 === "string"){
if(func1(data9) > 500){
const err41 = {instancePath:instancePath+"/media_url",schemaPath:"#/properties/media_url/maxLength",keyword:"maxLength",params:{limit: 500},message:"must NOT have more than 500 characters"};
if(vErrors === null){
vErrors = [err41];
}
else {
vErrors.push(err41);
}
errors++;
}
if(!pattern1.test(data9)){
const err42 = {instancePath:instancePath+"/media_url",schemaPath:"#/properties/media_url/pattern",keyword:"pattern",params:{pattern: "^/media/[A-Za-z0-9/._-]+$"},message:"must match pattern \""+"^/media/[A-Za-z0-9/._-]+$"+"\""};
if(vErrors === null){
vErrors = [err42];
}
else {
vErrors.push(err42);
}
errors++;
}
}
else {
const err43 = {instancePath:instancePath+"/media_url",schemaPath:"#/properties/media_url/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err43];
}
else {
vErrors.push(err43);
}
errors++;
}
}
if(data.usePublicPath !== undefined){
if(typeof data.usePublicPath !== "boolean"){
const err44 = {instancePath:instancePath+"/usePublicPath",schemaPath:"#/properties/usePublicPath/type",keyword:"type",params:{type: "boolean"},message:"must be boolean"};
if(vErrors === null){
vErrors = [err44];
}
else {
vErrors.push(err44);
}
errors++;
}
}
if(data.extension !== undefined){
let data11 = data.extension;
if(typeof data11 !== "string"){
const err45 = {instancePath:instancePath+"/extension",schemaPath:"#/properties/extension/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err45];
}
else {
vErrors.push(err45);
}
errors++;
}
if(!(((((data11 === "jpg") || (data11 === "png")) || (data11 === "webp")) || (data11 === "avif")) || (data11 === "gif"))){
const err46 = {instancePath:instancePath+"/extension",schemaPath:"#/properties/extension/enum",keyword:"enum",params:{allowedValues: schema1.properties.extension.enum},message:"must be equal to one of the allowed values"};
if(vErrors === null){
vErrors = [err46];
}
else {
vErrors.push(err46);
}
errors++;
}
}
if(data.size !== undefined){
let data12 = data.size;
if(!(((typeof data12 == "number") && (!(data12 % 1) && !isNaN(data12))) && (isFinite(data12)))){
const err47 = {instancePath:instancePath+"/size",schemaPath:"#/properties/size/type",keyword:"type",params:{type: "integer"},message:"must be integer"};
if(vErrors === null){
vErrors = [err47];
}
else {
vErrors.push(err47);
}
errors++;
}
if((typeof data12 == "number") && (isFinite(data12))){
if(data12 > 1073741824 || isNaN(data12)){
const err48 = {instancePath:instancePath+"/size",schemaPath:"#/properties/size/maximum",keyword:"maximum",params:{comparison: "<=", limit: 1073741824},message:"must be <= 1073741824"};
if(vErrors === null){
vErrors = [err48];
}
else {
vErrors.push(err48);
}
errors++;
}
if(data12 < 0 || isNaN(data12)){
const err49 = {instancePath:instancePath+"/size",schemaPath:"#/properties/size/minimum",keyword:"minimum",params:{comparison: ">=", limit: 0},message:"must be >= 0"};
if(vErrors === null){
vErrors = [err49];
}
else {
vErrors.push(err49);
}
errors++;
}
}
}
if(data.width !== undefined){
let data13 = data.width;
if(!(((typeof data13 == "number") && (!(data13 % 1) && !isNaN(data13))) && (isFinite(data13)))){
const err50 = {instancePath:instancePath+"/width",schemaPath:"#/properties/width/type",keyword:"type",params:{type: "integer"},message:"must be integer"};
if(vErrors === null){
vErrors = [err50];
}
else {
vErrors.push(err50);
}
errors++;
}
if((typeof data13 == "number") && (isFinite(data13))){
if(data13 > 2147483647 || isNaN(data13)){
const err51 = {instancePath:instancePath+"/width",schemaPath:"#/properties/width/maximum",keyword:"maximum",params:{comparison: "<=", limit: 2147483647},message:"must be <= 2147483647"};
if(vErrors === null){
vErrors = [err51];
}
else {
vErrors.push(err51);
}
errors++;
}
if(data13 < 1 || isNaN(data13)){
const err52 = {instancePath:instancePath+"/width",schemaPath:"#/properties/width/minimum",keyword:"minimum",params:{comparison: ">=", limit: 1},message:"must be >= 1"};
if(vErrors === null){
vErrors = [err52];
}
else {
vErrors.push(err52);
}
errors++;
}
}
}
if(data.height !== undefined){
let data14 = data.height;
if(!(((typeof data14 == "number") && (!(data14 % 1) && !isNaN(data14))) && (isFinite(data14)))){
const err53 = {instancePath:instancePath+"/height",schemaPath:"#/properties/height/type",keyword:"type",params:{type: "integer"},message:"must be integer"};
if(vErrors === null){
vErrors = [err53];
}
else {
vErrors.push(err53);
}
errors++;
}
if((typeof data14 == "number") && (isFinite(data14))){
if(data14 > 2147483647 || isNaN(data14)){
const err54 = {instancePath:instancePath+"/height",schemaPath:"#/properties/height/maximum",keyword:"maximum",params:{comparison: "<=", limit: 2147483647},message:"must be <= 2147483647"};
if(vErrors === null){
vErrors = [err54];
}
else {
vErrors.push(err54);
}
errors++;
}
if(data14 < 1 || isNaN(data14)){
const err55 = {instancePath:instancePath+"/height",schemaPath:"#/properties/height/minimum",keyword:"minimum",params:{comparison: ">=", limit: 1},message:"must be >= 1"};
if(vErrors === null){
vErrors = [err55];
}
else {
vErrors.push(err55);
}
errors++;
}
}
}
if(data.originalName !== undefined){
let data15 = data.originalName;
if(typeof data15 === "string"){
if(func1(data15) > 255){
const err56 = {instancePath:instancePath+"/originalName",schemaPath:"#/properties/originalName/maxLength",keyword:"maxLength",params:{limit: 255},message:"must NOT have more than 255 characters"};
if(vErrors === null){
vErrors = [err56];
}
else {
vErrors.push(err56);
}
errors++;
}
}
else {
const err57 = {instancePath:instancePath+"/originalName",schemaPath:"#/properties/originalName/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err57];
}
else {
vErrors.push(err57);
}
errors++;
}
}
if(data.alternativePaths !== undefined){
let data16 = data.alternativePaths;
if(data16 && typeof data16 == "object" && !Array.isArray(data16)){
if(data16.ThumbnailSize === undefined){
const err58 = {instancePath:instancePath+"/alternativePaths",schemaPath:"#/properties/alternativePaths/required",keyword:"required",params:{missingProperty: "ThumbnailSize"},message:"must have required property '"+"ThumbnailSize"+"'"};
if(vErrors === null){
vErrors = [err58];
}
else {
vErrors.push(err58);
}
errors++;
}
if(data16.PortraitSize === undefined){
const err59 = {instancePath:instancePath+"/alternativePaths",schemaPath:"#/properties/alternativePaths/required",keyword:"required",params:{missingProperty: "PortraitSize"},message:"must have required property '"+"PortraitSize"+"'"};
if(vErrors === null){
vErrors = [err59];
}
else {
vErrors.push(err59);
}
errors++;
}
if(data16.LargeSize === undefined){
const err60 = {instancePath:instancePath+"/alternativePaths",schemaPath:"#/properties/alternativePaths/required",keyword:"required",params:{missingProperty: "LargeSize"},message:"must have required property '"+"LargeSize"+"'"};
if(vErrors === null){
vErrors = [err60];
}
else {
vErrors.push(err60);
}
errors++;
}
if(data16.FullHDSize === undefined){
const err61 = {instancePath:instancePath+"/alternativePaths",schemaPath:"#/properties/alternativePaths/required",keyword:"required",params:{missingProperty: "FullHDSize"},message:"must have required property '"+"FullHDSize"+"'"};
if(vErrors === null){
vErrors = [err61];
}
else {
vErrors.push(err61);
}
errors++;
}
for(const key1 in data16){
if(!((((key1 === "ThumbnailSize") || (key1 === "PortraitSize")) || (key1 === "LargeSize")) || (key1 === "FullHDSize"))){
const err62 = {instancePath:instancePath+"/alternativePaths",schemaPath:"#/properties/alternativePaths/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key1},message:"must NOT have additional properties"};
if(vErrors === null){
vErrors = [err62];
}
else {
vErrors.push(err62);
}
errors++;
}
}
if(data16.ThumbnailSize !== undefined){
let data17 = data16.ThumbnailSize;
if(data17 && typeof data17 == "object" && !Array.isArray(data17)){
if(data17.width === undefined){
const err63 = {instancePath:instancePath+"/alternativePaths/ThumbnailSize",schemaPath:"./media-variant.schema.json/required",keyword:"required",params:{missingProperty: "width"},message:"must have required property '"+"width"+"'"};
if(vErrors === null){
vErrors = [err63];
}
else {
vErrors.push(err63);
}
errors++;
}
if(data17.height === undefined){
const err64 = {instancePath:instancePath+"/alternativePaths/ThumbnailSize",schemaPath:"./media-variant.schema.json/required",keyword:"required",params:{missingProperty: "height"},message:"must have required property '"+"height"+"'"};
if(vErrors === null){
vErrors = [err64];
}
else {
vErrors.push(err64);
}
errors++;
}
if(data17.avif === undefined){
const err65 = {instancePath:instancePath+"/alternativePaths/ThumbnailSize",schemaPath:"./media-variant.schema.json/required",keyword:"required",params:{missingProperty: "avif"},message:"must have required property '"+"avif"+"'"};
if(vErrors === null){
vErrors = [err65];
}
else {
vErrors.push(err65);
}
errors++;
}
if(data17.webp === undefined){
const err66 = {instancePath:instancePath+"/alternativePaths/ThumbnailSize",schemaPath:"./media-variant.schema.json/required",keyword:"required",params:{missingProperty: "webp"},message:"must have required property '"+"webp"+"'"};
if(vErrors === null){
vErrors = [err66];
}
else {
vErrors.push(err66);
}
errors++;
}
for(const key2 in data17){
if(!((((((key2 === "width") || (key2 === "height")) || (key2 === "avif")) || (key2 === "webp")) || (key2 === "jpeg")) || (key2 === "png"))){
const err67 = {instancePath:instancePath+"/alternativePaths/ThumbnailSize",schemaPath:"./media-variant.schema.json/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key2},message:"must NOT have additional properties"};
if(vErrors === null){
vErrors = [err67];
}
else {
vErrors.push(err67);
}
errors++;
}
}
if(data17.width !== undefined){
let data18 = data17.width;
if(!(((typeof data18 == "number") && (!(data18 % 1) && !isNaN(data18))) && (isFinite(data18)))){
const err68 = {instancePath:instancePath+"/alternativePaths/ThumbnailSize/width",schemaPath:"./media-variant.schema.json/properties/width/type",keyword:"type",params:{type: "integer"},message:"must be integer"};
if(vErrors === null){
vErrors = [err68];
}
else {
vErrors.push(err68);
}
errors++;
}
if((typeof data18 == "number") && (isFinite(data18))){
if(data18 > 2147483647 || isNaN(data18)){
const err69 = {instancePath:instancePath+"/alternativePaths/ThumbnailSize/width",schemaPath:"./media-variant.schema.json/properties/width/maximum",keyword:"maximum",params:{comparison: "<=", limit: 2147483647},message:"must be <= 2147483647"};
if(vErrors === null){
vErrors = [err69];
}
else {
vErrors.push(err69);
}
errors++;
}
if(data18 < 1 || isNaN(data18)){
const err70 = {instancePath:instancePath+"/alternativePaths/ThumbnailSize/width",schemaPath:"./media-variant.schema.json/properties/width/minimum",keyword:"minimum",params:{comparison: ">=", limit: 1},message:"must be >= 1"};
if(vErrors === null){
vErrors = [err70];
}
else {
vErrors.push(err70);
}
errors++;
}
}
}
if(data17.height !== undefined){
let data19 = data17.height;
if(!(((typeof data19 == "number") && (!(data19 % 1) && !isNaN(data19))) && (isFinite(data19)))){
const err71 = {instancePath:instancePath+"/alternativePaths/ThumbnailSize/height",schemaPath:"./media-variant.schema.json/properties/height/type",keyword:"type",params:{type: "integer"},message:"must be integer"};
if(vErrors === null){
vErrors = [err71];
}
else {
vErrors.push(err71);
}
errors++;
}
if((typeof data19 == "number") && (isFinite(data19))){
if(data19 > 2147483647 || isNaN(data19)){
const err72 = {instancePath:instancePath+"/alternativePaths/ThumbnailSize/height",schemaPath:"./media-variant.schema.json/properties/height/maximum",keyword:"maximum",params:{comparison: "<=", limit: 2147483647},message:"must be <= 2147483647"};
if(vErrors === null){
vErrors = [err72];
}
else {
vErrors.push(err72);
}
errors++;
}
if(data19 < 1 || isNaN(data19)){
const err73 = {instancePath:instancePath+"/alternativePaths/ThumbnailSize/height",schemaPath:"./media-variant.schema.json/properties/height/minimum",keyword:"minimum",params:{comparison: ">=", limit: 1},message:"must be >= 1"};
if(vErrors === null){
vErrors = [err73];
}
else {
vErrors.push(err73);
}
errors++;
}
}
}
if(data17.avif !== undefined){
let data20 = data17.avif;
if(typeof data20 === "string"){
if(func1(data20) > 500){
const err74 = {instancePath:instancePath+"/alternativePaths/ThumbnailSize/avif",schemaPath:"./media-variant.schema.json/properties/avif/maxLength",keyword:"maxLength",params:{limit: 500},message:"must NOT have more than 500 characters"};
if(vErrors === null){
vErrors = [err74];
}
else {
vErrors.push(err74);
}
errors++;
}
if(!pattern1.test(data20)){
const err75 = {instancePath:instancePath+"/alternativePaths/ThumbnailSize/avif",schemaPath:"./media-variant.schema.json/properties/avif/pattern",keyword:"pattern",params:{pattern: "^/media/[A-Za-z0-9/._-]+$"},message:"must match pattern \""+"^/media/[A-Za-z0-9/._-]+$"+"\""};
if(vErrors === null){
vErrors = [err75];
}
else {
vErrors.push(err75);
}
errors++;
}
}
else {
const err76 = {instancePath:instancePath+"/alternativePaths/ThumbnailSize/avif",schemaPath:"./media-variant.schema.json/properties/avif/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err76];
}
else {
vErrors.push(err76);
}
errors++;
}
}
if(data17.webp !== undefined){
let data21 = data17.webp;
if(typeof data21 === "string"){
if(func1(data21) > 500){
const err77 = {instancePath:instancePath+"/alternativePaths/ThumbnailSize/webp",schemaPath:"./media-variant.schema.json/properties/webp/maxLength",keyword:"maxLength",params:{limit: 500},message:"must NOT have more than 500 characters"};
if(vErrors === null){
vErrors = [err77];
}
else {
vErrors.push(err77);
}
errors++;
}
if(!pattern1.test(data21)){
const err78 = {instancePath:instancePath+"/alternativePaths/ThumbnailSize/webp",schemaPath:"./media-variant.schema.json/properties/webp/pattern",keyword:"pattern",params:{pattern: "^/media/[A-Za-z0-9/._-]+$"},message:"must match pattern \""+"^/media/[A-Za-z0-9/._-]+$"+"\""};
if(vErrors === null){
vErrors = [err78];
}
else {
vErrors.push(err78);
}
errors++;
}
}
else {
const err79 = {instancePath:instancePath+"/alternativePaths/ThumbnailSize/webp",schemaPath:"./media-variant.schema.json/properties/webp/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err79];
}
else {
vErrors.push(err79);
}
errors++;
}
}
if(data17.jpeg !== undefined){
let data22 = data17.jpeg;
if(typeof data22 === "string"){
if(func1(data22) > 500){
const err80 = {instancePath:instancePath+"/alternativePaths/ThumbnailSize/jpeg",schemaPath:"./media-variant.schema.json/properties/jpeg/maxLength",keyword:"maxLength",params:{limit: 500},message:"must NOT have more than 500 characters"};
if(vErrors === null){
vErrors = [err80];
}
else {
vErrors.push(err80);
}
errors++;
}
if(!pattern1.test(data22)){
const err81 = {instancePath:instancePath+"/alternativePaths/ThumbnailSize/jpeg",schemaPath:"./media-variant.schema.json/properties/jpeg/pattern",keyword:"pattern",params:{pattern: "^/media/[A-Za-z0-9/._-]+$"},message:"must match pattern \""+"^/media/[A-Za-z0-9/._-]+$"+"\""};
if(vErrors === null){
vErrors = [err81];
}
else {
vErrors.push(err81);
}
errors++;
}
}
else {
const err82 = {instancePath:instancePath+"/alternativePaths/ThumbnailSize/jpeg",schemaPath:"./media-variant.schema.json/properties/jpeg/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err82];
}
else {
vErrors.push(err82);
}
errors++;
}
}
if(data17.png !== undefined){
let data23 = data17.png;
if(typeof data23 === "string"){
if(func1(data23) > 500){
const err83 = {instancePath:instancePath+"/alternativePaths/ThumbnailSize/png",schemaPath:"./media-variant.schema.json/properties/png/maxLength",keyword:"maxLength",params:{limit: 500},message:"must NOT have more than 500 characters"};
if(vErrors === null){
vErrors = [err83];
}
else {
vErrors.push(err83);
}
errors++;
}
if(!pattern1.test(data23)){
const err84 = {instancePath:instancePath+"/alternativePaths/ThumbnailSize/png",schemaPath:"./media-variant.schema.json/properties/png/pattern",keyword:"pattern",params:{pattern: "^/media/[A-Za-z0-9/._-]+$"},message:"must match pattern \""+"^/media/[A-Za-z0-9/._-]+$"+"\""};
if(vErrors === null){
vErrors = [err84];
}
else {
vErrors.push(err84);
}
errors++;
}
}
else {
const err85 = {instancePath:instancePath+"/alternativePaths/ThumbnailSize/png",schemaPath:"./media-variant.schema.json/properties/png/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err85];
}
else {
vErrors.push(err85);
}
errors++;
}
}
}
else {
const err86 = {instancePath:instancePath+"/alternativePaths/ThumbnailSize",schemaPath:"./media-variant.schema.json/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err86];
}
else {
vErrors.push(err86);
}
errors++;
}
}
if(data16.PortraitSize !== undefined){
let data24 = data16.PortraitSize;
if(data24 && typeof data24 == "object" && !Array.isArray(data24)){
if(data24.width === undefined){
const err87 = {instancePath:instancePath+"/alternativePaths/PortraitSize",schemaPath:"./media-variant.schema.json/required",keyword:"required",params:{missingProperty: "width"},message:"must have required property '"+"width"+"'"};
if(vErrors === null){
vErrors = [err87];
}
else {
vErrors.push(err87);
}
errors++;
}
if(data24.height === undefined){
const err88 = {instancePath:instancePath+"/alternativePaths/PortraitSize",schemaPath:"./media-variant.schema.json/required",keyword:"required",params:{missingProperty: "height"},message:"must have required property '"+"height"+"'"};
if(vErrors === null){
vErrors = [err88];
}
else {
vErrors.push(err88);
}
errors++;
}
if(data24.avif === undefined){
const err89 = {instancePath:instancePath+"/alternativePaths/PortraitSize",schemaPath:"./media-variant.schema.json/required",keyword:"required",params:{missingProperty: "avif"},message:"must have required property '"+"avif"+"'"};
if(vErrors === null){
vErrors = [err89];
}
else {
vErrors.push(err89);
}
errors++;
}
if(data24.webp === undefined){
const err90 = {instancePath:instancePath+"/alternativePaths/PortraitSize",schemaPath:"./media-variant.schema.json/required",keyword:"required",params:{missingProperty: "webp"},message:"must have required property '"+"webp"+"'"};
if(vErrors === null){
vErrors = [err90];
}
else {
vErrors.push(err90);
}
errors++;
}
for(const key3 in data24){
if(!((((((key3 === "width") || (key3 === "height")) || (key3 === "avif")) || (key3 === "webp")) || (key3 === "jpeg")) || (key3 === "png"))){
const err91 = {instancePath:instancePath+"/alternativePaths/PortraitSize",schemaPath:"./media-variant.schema.json/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key3},message:"must NOT have additional properties"};
if(vErrors === null){
vErrors = [err91];
}
else {
vErrors.push(err91);
}
errors++;
}
}
if(data24.width !== undefined){
let data25 = data24.width;
if(!(((typeof data25 == "number") && (!(data25 % 1) && !isNaN(data25))) && (isFinite(data25)))){
const err92 = {instancePath:instancePath+"/alternativePaths/PortraitSize/width",schemaPath:"./media-variant.schema.json/properties/width/type",keyword:"type",params:{type: "integer"},message:"must be integer"};
if(vErrors === null){
vErrors = [err92];
}
else {
vErrors.push(err92);
}
errors++;
}
if((typeof data25 == "number") && (isFinite(data25))){
if(data25 > 2147483647 || isNaN(data25)){
const err93 = {instancePath:instancePath+"/alternativePaths/PortraitSize/width",schemaPath:"./media-variant.schema.json/properties/width/maximum",keyword:"maximum",params:{comparison: "<=", limit: 2147483647},message:"must be <= 2147483647"};
if(vErrors === null){
vErrors = [err93];
}
else {
vErrors.push(err93);
}
errors++;
}
if(data25 < 1 || isNaN(data25)){
const err94 = {instancePath:instancePath+"/alternativePaths/PortraitSize/width",schemaPath:"./media-variant.schema.json/properties/width/minimum",keyword:"minimum",params:{comparison: ">=", limit: 1},message:"must be >= 1"};
if(vErrors === null){
vErrors = [err94];
}
else {
vErrors.push(err94);
}
errors++;
}
}
}
if(data24.height !== undefined){
let data26 = data24.height;
if(!(((typeof data26 == "number") && (!(data26 % 1) && !isNaN(data26))) && (isFinite(data26)))){
const err95 = {instancePath:instancePath+"/alternativePaths/PortraitSize/height",schemaPath:"./media-variant.schema.json/properties/height/type",keyword:"type",params:{type: "integer"},message:"must be integer"};
if(vErrors === null){
vErrors = [err95];
}
else {
vErrors.push(err95);
}
errors++;
}
if((typeof data26 == "number") && (isFinite(data26))){
if(data26 > 2147483647 || isNaN(data26)){
const err96 = {instancePath:instancePath+"/alternativePaths/PortraitSize/height",schemaPath:"./media-variant.schema.json/properties/height/maximum",keyword:"maximum",params:{comparison: "<=", limit: 2147483647},message:"must be <= 2147483647"};
if(vErrors === null){
vErrors = [err96];
}
else {
vErrors.push(err96);
}
errors++;
}
if(data26 < 1 || isNaN(data26)){
const err97 = {instancePath:instancePath+"/alternativePaths/PortraitSize/height",schemaPath:"./media-variant.schema.json/properties/height/minimum",keyword:"minimum",params:{comparison: ">=", limit: 1},message:"must be >= 1"};
if(vErrors === null){
vErrors = [err97];
}
else {
vErrors.push(err97);
}
errors++;
}
}
}
if(data24.avif !== undefined){
let data27 = data24.avif;
if(typeof data27 === "string"){
if(func1(data27) > 500){
const err98 = {instancePath:instancePath+"/alternativePaths/PortraitSize/avif",schemaPath:"./media-variant.schema.json/properties/avif/maxLength",keyword:"maxLength",params:{limit: 500},message:"must NOT have more than 500 characters"};
if(vErrors === null){
vErrors = [err98];
}
else {
vErrors.push(err98);
}
errors++;
}
if(!pattern1.test(data27)){
const err99 = {instancePath:instancePath+"/alternativePaths/PortraitSize/avif",schemaPath:"./media-variant.schema.json/properties/avif/pattern",keyword:"pattern",params:{pattern: "^/media/[A-Za-z0-9/._-]+$"},message:"must match pattern \""+"^/media/[A-Za-z0-9/._-]+$"+"\""};
if(vErrors === null){
vErrors = [err99];
}
else {
vErrors.push(err99);
}
errors++;
}
}
else {
const err100 = {instancePath:instancePath+"/alternativePaths/PortraitSize/avif",schemaPath:"./media-variant.schema.json/properties/avif/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err100];
}
else {
vErrors.push(err100);
}
errors++;
}
}
if(data24.webp !== undefined){
let data28 = data24.webp;
if(typeof data28 === "string"){
if(func1(data28) > 500){
const err101 = {instancePath:instancePath+"/alternativePaths/PortraitSize/webp",schemaPath:"./media-variant.schema.json/properties/webp/maxLength",keyword:"maxLength",params:{limit: 500},message:"must NOT have more than 500 characters"};
if(vErrors === null){
vErrors = [err101];
}
else {
vErrors.push(err101);
}
errors++;
}
if(!pattern1.test(data28)){
const err102 = {instancePath:instancePath+"/alternativePaths/PortraitSize/webp",schemaPath:"./media-variant.schema.json/properties/webp/pattern",keyword:"pattern",params:{pattern: "^/media/[A-Za-z0-9/._-]+$"},message:"must match pattern \""+"^/media/[A-Za-z0-9/._-]+$"+"\""};
if(vErrors === null){
vErrors = [err102];
}
else {
vErrors.push(err102);
}
errors++;
}
}
else {
const err103 = {instancePath:instancePath+"/alternativePaths/PortraitSize/webp",schemaPath:"./media-variant.schema.json/properties/webp/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err103];
}
else {
vErrors.push(err103);
}
errors++;
}
}
if(data24.jpeg !== undefined){
let data29 = data24.jpeg;
if(typeof data29 === "string"){
if(func1(data29) > 500){
const err104 = {instancePath:instancePath+"/alternativePaths/PortraitSize/jpeg",schemaPath:"./media-variant.schema.json/properties/jpeg/maxLength",keyword:"maxLength",params:{limit: 500},message:"must NOT have more than 500 characters"};
if(vErrors === null){
vErrors = [err104];
}
else {
vErrors.push(err104);
}
errors++;
}
if(!pattern1.test(data29)){
const err105 = {instancePath:instancePath+"/alternativePaths/PortraitSize/jpeg",schemaPath:"./media-variant.schema.json/properties/jpeg/pattern",keyword:"pattern",params:{pattern: "^/media/[A-Za-z0-9/._-]+$"},message:"must match pattern \""+"^/media/[A-Za-z0-9/._-]+$"+"\""};
if(vErrors === null){
vErrors = [err105];
}
else {
vErrors.push(err105);
}
errors++;
}
}
else {
const err106 = {instancePath:instancePath+"/alternativePaths/PortraitSize/jpeg",schemaPath:"./media-variant.schema.json/properties/jpeg/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err106];
}
else {
vErrors.push(err106);
}
errors++;
}
}
if(data24.png !== undefined){
let data30 = data24.png;
if(typeof data30 === "string"){
if(func1(data30) > 500){
const err107 = {instancePath:instancePath+"/alternativePaths/PortraitSize/png",schemaPath:"./media-variant.schema.json/properties/png/maxLength",keyword:"maxLength",params:{limit: 500},message:"must NOT have more than 500 characters"};
if(vErrors === null){
vErrors = [err107];
}
else {
vErrors.push(err107);
}
errors++;
}
if(!pattern1.test(data30)){
const err108 = {instancePath:instancePath+"/alternativePaths/PortraitSize/png",schemaPath:"./media-variant.schema.json/properties/png/pattern",keyword:"pattern",params:{pattern: "^/media/[A-Za-z0-9/._-]+$"},message:"must match pattern \""+"^/media/[A-Za-z0-9/._-]+$"+"\""};
if(vErrors === null){
vErrors = [err108];
}
else {
vErrors.push(err108);
}
errors++;
}
}
else {
const err109 = {instancePath:instancePath+"/alternativePaths/PortraitSize/png",schemaPath:"./media-variant.schema.json/properties/png/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err109];
}
else {
vErrors.push(err109);
}
errors++;
}
}
}
else {
const err110 = {instancePath:instancePath+"/alternativePaths/PortraitSize",schemaPath:"./media-variant.schema.json/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err110];
}
else {
vErrors.push(err110);
}
errors++;
}
}
if(data16.LargeSize !== undefined){
let data31 = data16.LargeSize;
if(data31 && typeof data31 == "object" && !Array.isArray(data31)){
if(data31.width === undefined){
const err111 = {instancePath:instancePath+"/alternativePaths/LargeSize",schemaPath:"./media-variant.schema.json/required",keyword:"required",params:{missingProperty: "width"},message:"must have required property '"+"width"+"'"};
if(vErrors === null){
vErrors = [err111];
}
else {
vErrors.push(err111);
}
errors++;
}
if(data31.height === undefined){
const err112 = {instancePath:instancePath+"/alternativePaths/LargeSize",schemaPath:"./media-variant.schema.json/required",keyword:"required",params:{missingProperty: "height"},message:"must have required property '"+"height"+"'"};
if(vErrors === null){
vErrors = [err112];
}
else {
vErrors.push(err112);
}
errors++;
}
if(data31.avif === undefined){
const err113 = {instancePath:instancePath+"/alternativePaths/LargeSize",schemaPath:"./media-variant.schema.json/required",keyword:"required",params:{missingProperty: "avif"},message:"must have required property '"+"avif"+"'"};
if(vErrors === null){
vErrors = [err113];
}
else {
vErrors.push(err113);
}
errors++;
}
if(data31.webp === undefined){
const err114 = {instancePath:instancePath+"/alternativePaths/LargeSize",schemaPath:"./media-variant.schema.json/required",keyword:"required",params:{missingProperty: "webp"},message:"must have required property '"+"webp"+"'"};
if(vErrors === null){
vErrors = [err114];
}
else {
vErrors.push(err114);
}
errors++;
}
for(const key4 in data31){
if(!((((((key4 === "width") || (key4 === "height")) || (key4 === "avif")) || (key4 === "webp")) || (key4 === "jpeg")) || (key4 === "png"))){
const err115 = {instancePath:instancePath+"/alternativePaths/LargeSize",schemaPath:"./media-variant.schema.json/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key4},message:"must NOT have additional properties"};
if(vErrors === null){
vErrors = [err115];
}
else {
vErrors.push(err115);
}
errors++;
}
}
if(data31.width !== undefined){
let data32 = data31.width;
if(!(((typeof data32 == "number") && (!(data32 % 1) && !isNaN(data32))) && (isFinite(data32)))){
const err116 = {instancePath:instancePath+"/alternativePaths/LargeSize/width",schemaPath:"./media-variant.schema.json/properties/width/type",keyword:"type",params:{type: "integer"},message:"must be integer"};
if(vErrors === null){
vErrors = [err116];
}
else {
vErrors.push(err116);
}
errors++;
}
if((typeof data32 == "number") && (isFinite(data32))){
if(data32 > 2147483647 || isNaN(data32)){
const err117 = {instancePath:instancePath+"/alternativePaths/LargeSize/width",schemaPath:"./media-variant.schema.json/properties/width/maximum",keyword:"maximum",params:{comparison: "<=", limit: 2147483647},message:"must be <= 2147483647"};
if(vErrors === null){
vErrors = [err117];
}
else {
vErrors.push(err117);
}
errors++;
}
if(data32 < 1 || isNaN(data32)){
const err118 = {instancePath:instancePath+"/alternativePaths/LargeSize/width",schemaPath:"./media-variant.schema.json/properties/width/minimum",keyword:"minimum",params:{comparison: ">=", limit: 1},message:"must be >= 1"};
if(vErrors === null){
vErrors = [err118];
}
else {
vErrors.push(err118);
}
errors++;
}
}
}
if(data31.height !== undefined){
let data33 = data31.height;
if(!(((typeof data33 == "number") && (!(data33 % 1) && !isNaN(data33))) && (isFinite(data33)))){
const err119 = {instancePath:instancePath+"/alternativePaths/LargeSize/height",schemaPath:"./media-variant.schema.json/properties/height/type",keyword:"type",params:{type: "integer"},message:"must be integer"};
if(vErrors === null){
vErrors = [err119];
}
else {
vErrors.push(err119);
}
errors++;
}
if((typeof data33 == "number") && (isFinite(data33))){
if(data33 > 2147483647 || isNaN(data33)){
const err120 = {instancePath:instancePath+"/alternativePaths/LargeSize/height",schemaPath:"./media-variant.schema.json/properties/height/maximum",keyword:"maximum",params:{comparison: "<=", limit: 2147483647},message:"must be <= 2147483647"};
if(vErrors === null){
vErrors = [err120];
}
else {
vErrors.push(err120);
}
errors++;
}
if(data33 < 1 || isNaN(data33)){
const err121 = {instancePath:instancePath+"/alternativePaths/LargeSize/height",schemaPath:"./media-variant.schema.json/properties/height/minimum",keyword:"minimum",params:{comparison: ">=", limit: 1},message:"must be >= 1"};
if(vErrors === null){
vErrors = [err121];
}
else {
vErrors.push(err121);
}
errors++;
}
}
}
if(data31.avif !== undefined){
let data34 = data31.avif;
if(typeof data34 === "string"){
if(func1(data34) > 500){
const err122 = {instancePath:instancePath+"/alternativePaths/LargeSize/avif",schemaPath:"./media-variant.schema.json/properties/avif/maxLength",keyword:"maxLength",params:{limit: 500},message:"must NOT have more than 500 characters"};
if(vErrors === null){
vErrors = [err122];
}
else {
vErrors.push(err122);
}
errors++;
}
if(!pattern1.test(data34)){
const err123 = {instancePath:instancePath+"/alternativePaths/LargeSize/avif",schemaPath:"./media-variant.schema.json/properties/avif/pattern",keyword:"pattern",params:{pattern: "^/media/[A-Za-z0-9/._-]+$"},message:"must match pattern \""+"^/media/[A-Za-z0-9/._-]+$"+"\""};
if(vErrors === null){
vErrors = [err123];
}
else {
vErrors.push(err123);
}
errors++;
}
}
else {
const err124 = {instancePath:instancePath+"/alternativePaths/LargeSize/avif",schemaPath:"./media-variant.schema.json/properties/avif/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err124];
}
else {
vErrors.push(err124);
}
errors++;
}
}
if(data31.webp !== undefined){
let data35 = data31.webp;
if(typeof data35 === "string"){
if(func1(data35) > 500){
const err125 = {instancePath:instancePath+"/alternativePaths/LargeSize/webp",schemaPath:"./media-variant.schema.json/properties/webp/maxLength",keyword:"maxLength",params:{limit: 500},message:"must NOT have more than 500 characters"};
if(vErrors === null){
vErrors = [err125];
}
else {
vErrors.push(err125);
}
errors++;
}
if(!pattern1.test(data35)){
const err126 = {instancePath:instancePath+"/alternativePaths/LargeSize/webp",schemaPath:"./media-variant.schema.json/properties/webp/pattern",keyword:"pattern",params:{pattern: "^/media/[A-Za-z0-9/._-]+$"},message:"must match pattern \""+"^/media/[A-Za-z0-9/._-]+$"+"\""};
if(vErrors === null){
vErrors = [err126];
}
else {
vErrors.push(err126);
}
errors++;
}
}
else {
const err127 = {instancePath:instancePath+"/alternativePaths/LargeSize/webp",schemaPath:"./media-variant.schema.json/properties/webp/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err127];
}
else {
vErrors.push(err127);
}
errors++;
}
}
if(data31.jpeg !== undefined){
let data36 = data31.jpeg;
if(typeof data36 === "string"){
if(func1(data36) > 500){
const err128 = {instancePath:instancePath+"/alternativePaths/LargeSize/jpeg",schemaPath:"./media-variant.schema.json/properties/jpeg/maxLength",keyword:"maxLength",params:{limit: 500},message:"must NOT have more than 500 characters"};
if(vErrors === null){
vErrors = [err128];
}
else {
vErrors.push(err128);
}
errors++;
}
if(!pattern1.test(data36)){
const err129 = {instancePath:instancePath+"/alternativePaths/LargeSize/jpeg",schemaPath:"./media-variant.schema.json/properties/jpeg/pattern",keyword:"pattern",params:{pattern: "^/media/[A-Za-z0-9/._-]+$"},message:"must match pattern \""+"^/media/[A-Za-z0-9/._-]+$"+"\""};
if(vErrors === null){
vErrors = [err129];
}
else {
vErrors.push(err129);
}
errors++;
}
}
else {
const err130 = {instancePath:instancePath+"/alternativePaths/LargeSize/jpeg",schemaPath:"./media-variant.schema.json/properties/jpeg/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err130];
}
else {
vErrors.push(err130);
}
errors++;
}
}
if(data31.png !== undefined){
let data37 = data31.png;
if(typeof data37 === "string"){
if(func1(data37) > 500){
const err131 = {instancePath:instancePath+"/alternativePaths/LargeSize/png",schemaPath:"./media-variant.schema.json/properties/png/maxLength",keyword:"maxLength",params:{limit: 500},message:"must NOT have more than 500 characters"};
if(vErrors === null){
vErrors = [err131];
}
else {
vErrors.push(err131);
}
errors++;
}
if(!pattern1.test(data37)){
const err132 = {instancePath:instancePath+"/alternativePaths/LargeSize/png",schemaPath:"./media-variant.schema.json/properties/png/pattern",keyword:"pattern",params:{pattern: "^/media/[A-Za-z0-9/._-]+$"},message:"must match pattern \""+"^/media/[A-Za-z0-9/._-]+$"+"\""};
if(vErrors === null){
vErrors = [err132];
}
else {
vErrors.push(err132);
}
errors++;
}
}
else {
const err133 = {instancePath:instancePath+"/alternativePaths/LargeSize/png",schemaPath:"./media-variant.schema.json/properties/png/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err133];
}
else {
vErrors.push(err133);
}
errors++;
}
}
}
else {
const err134 = {instancePath:instancePath+"/alternativePaths/LargeSize",schemaPath:"./media-variant.schema.json/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err134];
}
else {
vErrors.push(err134);
}
errors++;
}
}
if(data16.FullHDSize !== undefined){
let data38 = data16.FullHDSize;
if(data38 && typeof data38 == "object" && !Array.isArray(data38)){
if(data38.width === undefined){
const err135 = {instancePath:instancePath+"/alternativePaths/FullHDSize",schemaPath:"./media-variant.schema.json/required",keyword:"required",params:{missingProperty: "width"},message:"must have required property '"+"width"+"'"};
if(vErrors === null){
vErrors = [err135];
}
else {
vErrors.push(err135);
}
errors++;
}
if(data38.height === undefined){
const err136 = {instancePath:instancePath+"/alternativePaths/FullHDSize",schemaPath:"./media-variant.schema.json/required",keyword:"required",params:{missingProperty: "height"},message:"must have required property '"+"height"+"'"};
if(vErrors === null){
vErrors = [err136];
}
else {
vErrors.push(err136);
}
errors++;
}
if(data38.avif === undefined){
const err137 = {instancePath:instancePath+"/alternativePaths/FullHDSize",schemaPath:"./media-variant.schema.json/required",keyword:"required",params:{missingProperty: "avif"},message:"must have required property '"+"avif"+"'"};
if(vErrors === null){
vErrors = [err137];
}
else {
vErrors.push(err137);
}
errors++;
}
if(data38.webp === undefined){
const err138 = {instancePath:instancePath+"/alternativePaths/FullHDSize",schemaPath:"./media-variant.schema.json/required",keyword:"required",params:{missingProperty: "webp"},message:"must have required property '"+"webp"+"'"};
if(vErrors === null){
vErrors = [err138];
}
else {
vErrors.push(err138);
}
errors++;
}
for(const key5 in data38){
if(!((((((key5 === "width") || (key5 === "height")) || (key5 === "avif")) || (key5 === "webp")) || (key5 === "jpeg")) || (key5 === "png"))){
const err139 = {instancePath:instancePath+"/alternativePaths/FullHDSize",schemaPath:"./media-variant.schema.json/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key5},message:"must NOT have additional properties"};
if(vErrors === null){
vErrors = [err139];
}
else {
vErrors.push(err139);
}
errors++;
}
}
if(data38.width !== undefined){
let data39 = data38.width;
if(!(((typeof data39 == "number") && (!(data39 % 1) && !isNaN(data39))) && (isFinite(data39)))){
const err140 = {instancePath:instancePath+"/alternativePaths/FullHDSize/width",schemaPath:"./media-variant.schema.json/properties/width/type",keyword:"type",params:{type: "integer"},message:"must be integer"};
if(vErrors === null){
vErrors = [err140];
}
else {
vErrors.push(err140);
}
errors++;
}
if((typeof data39 == "number") && (isFinite(data39))){
if(data39 > 2147483647 || isNaN(data39)){
const err141 = {instancePath:instancePath+"/alternativePaths/FullHDSize/width",schemaPath:"./media-variant.schema.json/properties/width/maximum",keyword:"maximum",params:{comparison: "<=", limit: 2147483647},message:"must be <= 2147483647"};
if(vErrors === null){
vErrors = [err141];
}
else {
vErrors.push(err141);
}
errors++;
}
if(data39 < 1 || isNaN(data39)){
const err142 = {instancePath:instancePath+"/alternativePaths/FullHDSize/width",schemaPath:"./media-variant.schema.json/properties/width/minimum",keyword:"minimum",params:{comparison: ">=", limit: 1},message:"must be >= 1"};
if(vErrors === null){
vErrors = [err142];
}
else {
vErrors.push(err142);
}
errors++;
}
}
}
if(data38.height !== undefined){
let data40 = data38.height;
if(!(((typeof data40 == "number") && (!(data40 % 1) && !isNaN(data40))) && (isFinite(data40)))){
const err143 = {instancePath:instancePath+"/alternativePaths/FullHDSize/height",schemaPath:"./media-variant.schema.json/properties/height/type",keyword:"type",params:{type: "integer"},message:"must be integer"};
if(vErrors === null){
vErrors = [err143];
}
else {
vErrors.push(err143);
}
errors++;
}
if((typeof data40 == "number") && (isFinite(data40))){
if(data40 > 2147483647 || isNaN(data40)){
const err144 = {instancePath:instancePath+"/alternativePaths/FullHDSize/height",schemaPath:"./media-variant.schema.json/properties/height/maximum",keyword:"maximum",params:{comparison: "<=", limit: 2147483647},message:"must be <= 2147483647"};
if(vErrors === null){
vErrors = [err144];
}
else {
vErrors.push(err144);
}
errors++;
}
if(data40 < 1 || isNaN(data40)){
const err145 = {instancePath:instancePath+"/alternativePaths/FullHDSize/height",schemaPath:"./media-variant.schema.json/properties/height/minimum",keyword:"minimum",params:{comparison: ">=", limit: 1},message:"must be >= 1"};
if(vErrors === null){
vErrors = [err145];
}
else {
vErrors.push(err145);
}
errors++;
}
}
}
if(data38.avif !== undefined){
let data41 = data38.avif;
if(typeof data41 === "string"){
if(func1(data41) > 500){
const err146 = {instancePath:instancePath+"/alternativePaths/FullHDSize/avif",schemaPath:"./media-variant.schema.json/properties/avif/maxLength",keyword:"maxLength",params:{limit: 500},message:"must NOT have more than 500 characters"};
if(vErrors === null){
vErrors = [err146];
}
else {
vErrors.push(err146);
}
errors++;
}
if(!pattern1.test(data41)){
const err147 = {instancePath:instancePath+"/alternativePaths/FullHDSize/avif",schemaPath:"./media-variant.schema.json/properties/avif/pattern",keyword:"pattern",params:{pattern: "^/media/[A-Za-z0-9/._-]+$"},message:"must match pattern \""+"^/media/[A-Za-z0-9/._-]+$"+"\""};
if(vErrors === null){
vErrors = [err147];
}
else {
vErrors.push(err147);
}
errors++;
}
}
else {
const err148 = {instancePath:instancePath+"/alternativePaths/FullHDSize/avif",schemaPath:"./media-variant.schema.json/properties/avif/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err148];
}
else {
vErrors.push(err148);
}
errors++;
}
}
if(data38.webp !== undefined){
let data42 = data38.webp;
if(typeof data42 === "string"){
if(func1(data42) > 500){
const err149 = {instancePath:instancePath+"/alternativePaths/FullHDSize/webp",schemaPath:"./media-variant.schema.json/properties/webp/maxLength",keyword:"maxLength",params:{limit: 500},message:"must NOT have more than 500 characters"};
if(vErrors === null){
vErrors = [err149];
}
else {
vErrors.push(err149);
}
errors++;
}
if(!pattern1.test(data42)){
const err150 = {instancePath:instancePath+"/alternativePaths/FullHDSize/webp",schemaPath:"./media-variant.schema.json/properties/webp/pattern",keyword:"pattern",params:{pattern: "^/media/[A-Za-z0-9/._-]+$"},message:"must match pattern \""+"^/media/[A-Za-z0-9/._-]+$"+"\""};
if(vErrors === null){
vErrors = [err150];
}
else {
vErrors.push(err150);
}
errors++;
}
}
else {
const err151 = {instancePath:instancePath+"/alternativePaths/FullHDSize/webp",schemaPath:"./media-variant.schema.json/properties/webp/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err151];
}
else {
vErrors.push(err151);
}
errors++;
}
}
if(data38.jpeg !== undefined){
let data43 = data38.jpeg;
if(typeof data43 === "string"){
if(func1(data43) > 500){
const err152 = {instancePath:instancePath+"/alternativePaths/FullHDSize/jpeg",schemaPath:"./media-variant.schema.json/properties/jpeg/maxLength",keyword:"maxLength",params:{limit: 500},message:"must NOT have more than 500 characters"};
if(vErrors === null){
vErrors = [err152];
}
else {
vErrors.push(err152);
}
errors++;
}
if(!pattern1.test(data43)){
const err153 = {instancePath:instancePath+"/alternativePaths/FullHDSize/jpeg",schemaPath:"./media-variant.schema.json/properties/jpeg/pattern",keyword:"pattern",params:{pattern: "^/media/[A-Za-z0-9/._-]+$"},message:"must match pattern \""+"^/media/[A-Za-z0-9/._-]+$"+"\""};
if(vErrors === null){
vErrors = [err153];
}
else {
vErrors.push(err153);
}
errors++;
}
}
else {
const err154 = {instancePath:instancePath+"/alternativePaths/FullHDSize/jpeg",schemaPath:"./media-variant.schema.json/properties/jpeg/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err154];
}
else {
vErrors.push(err154);
}
errors++;
}
}
if(data38.png !== undefined){
let data44 = data38.png;
if(typeof data44 === "string"){
if(func1(data44) > 500){
const err155 = {instancePath:instancePath+"/alternativePaths/FullHDSize/png",schemaPath:"./media-variant.schema.json/properties/png/maxLength",keyword:"maxLength",params:{limit: 500},message:"must NOT have more than 500 characters"};
if(vErrors === null){
vErrors = [err155];
}
else {
vErrors.push(err155);
}
errors++;
}
if(!pattern1.test(data44)){
const err156 = {instancePath:instancePath+"/alternativePaths/FullHDSize/png",schemaPath:"./media-variant.schema.json/properties/png/pattern",keyword:"pattern",params:{pattern: "^/media/[A-Za-z0-9/._-]+$"},message:"must match pattern \""+"^/media/[A-Za-z0-9/._-]+$"+"\""};
if(vErrors === null){
vErrors = [err156];
}
else {
vErrors.push(err156);
}
errors++;
}
}
else {
const err157 = {instancePath:instancePath+"/alternativePaths/FullHDSize/png",schemaPath:"./media-variant.schema.json/properties/png/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err157];
}
else {
vErrors.push(err157);
}
errors++;
}
}
}
else {
const err158 = {instancePath:instancePath+"/alternativePaths/FullHDSize",schemaPath:"./media-variant.schema.json/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err158];
}
else {
vErrors.push(err158);
}
errors++;
}
}
}
else {
const err159 = {instancePath:instancePath+"/alternativePaths",schemaPath:"#/properties/alternativePaths/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err159];
}
else {
vErrors.push(err159);
}
errors++;
}
}
if(data.created_at !== undefined){
let data45 = data.created_at;
if(typeof data45 === "string"){
if(func1(data45) > 40){
const err160 = {instancePath:instancePath+"/created_at",schemaPath:"#/properties/created_at/maxLength",keyword:"maxLength",params:{limit: 40},message:"must NOT have more than 40 characters"};
if(vErrors === null){
vErrors = [err160];
}
else {
vErrors.push(err160);
}
errors++;
}
if(!(formats0.validate(data45))){
const err161 = {instancePath:instancePath+"/created_at",schemaPath:"#/properties/created_at/format",keyword:"format",params:{format: "date-time"},message:"must match format \""+"date-time"+"\""};
if(vErrors === null){
vErrors = [err161];
}
else {
vErrors.push(err161);
}
errors++;
}
}
else {
const err162 = {instancePath:instancePath+"/created_at",schemaPath:"#/properties/created_at/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err162];
}
else {
vErrors.push(err162);
}
errors++;
}
}
if(data.updated_at !== undefined){
let data46 = data.updated_at;
if(typeof data46 === "string"){
if(func1(data46) > 40){
const err163 = {instancePath:instancePath+"/updated_at",schemaPath:"#/properties/updated_at/maxLength",keyword:"maxLength",params:{limit: 40},message:"must NOT have more than 40 characters"};
if(vErrors === null){
vErrors = [err163];
}
else {
vErrors.push(err163);
}
errors++;
}
if(!(formats0.validate(data46))){
const err164 = {instancePath:instancePath+"/updated_at",schemaPath:"#/properties/updated_at/format",keyword:"format",params:{format: "date-time"},message:"must match format \""+"date-time"+"\""};
if(vErrors === null){
vErrors = [err164];
}
else {
vErrors.push(err164);
}
errors++;
}
}
else {
const err165 = {instancePath:instancePath+"/updated_at",schemaPath:"#/properties/updated_at/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err165];
}
else {
vErrors.push(err165);
}
errors++;
}
}
}
else {
const err166 = {instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err166];
}
else {
vErrors.push(err166);
}
errors++;
}
validate1.errors = vErrors;
return errors === 0;
}
validate1.evaluated = {"props":true,"dynamicProps":false,"dynamicItems":false};


function validate0(data, {instancePath="", parentData, parentDataProperty, rootData=data, dynamicAnchors={}}={}){
/*# sourceURL="https://schemas.vitrina.local/operations/getMedia.response.json" */;
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
if(!(validate1(data.data, {instancePath:instancePath+"/data",parentData:data,parentDataProperty:"data",rootData,dynamicAnchors}))){
vErrors = vErrors === null ? validate1.errors : vErrors.concat(validate1.errors);
errors = vErrors.length;
}
}
}
else {
const err2 = {instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err2];
}
else {
vErrors.push(err2);
}
errors++;
}
validate0.errors = vErrors;
return errors === 0;
}
validate0.evaluated = {"props":true,"dynamicProps":false,"dynamicItems":false};

